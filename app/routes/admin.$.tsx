import { data } from "react-router";

/** An address under /admin that no console page has: not found, drawn in the console's frame by routes/admin.tsx. */
export function loader() {
  throw data(null, { status: 404 });
}

// Never drawn (the loader always throws); a component makes this a page, so its error gets the console's frame.
export default function AdminNotFound() {
  return null;
}
