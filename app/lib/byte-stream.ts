/**
 * Bytes made and read piece by piece (an export's CSV, a backup), so that neither the maker nor
 * the reader holds them whole. Read once.
 */
export type ByteStream = AsyncIterable<Uint8Array>;
