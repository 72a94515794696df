import { useCallback, useState, type RefObject } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A controlled field's value that keeps what the visitor typed before the page's script ran. The
 * server's HTML is a plain form a visitor can type into at once; hydration leaves the typed text in
 * the field, but the next render would put the empty state back over it. Give the returned ref to
 * the field (it also fills `fieldRef`, when given): as the field is attached, its text becomes the state.
 */
export function useTypedValue<Element extends Field>(initial: string, fieldRef?: RefObject<Element | null>) {
  const [value, setValue] = useState(initial);
  const attach = useCallback(
    (element: Element | null) => {
      if (fieldRef) fieldRef.current = element;
      if (element && element.value !== initial) setValue(element.value);
    },
    // Attached once, as the page hydrates; afterwards the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return [value, setValue, attach] as const;
}
