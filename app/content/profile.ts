/** A portrait the owner can replace; the avatar falls back to initials if it can't load. */
export const AVATAR_SRC = "/images/avatar.svg";
