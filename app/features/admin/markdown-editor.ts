import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  defaultHighlightStyle,
  defineLanguageFacet,
  Language,
  LanguageSupport,
  languageDataProp,
  syntaxHighlighting,
} from "@codemirror/language";
import { GFM, parser as markdownParser } from "@lezer/markdown";
import { EditorState } from "@codemirror/state";
import { EditorView, keymap, placeholder } from "@codemirror/view";

/**
 * The post body's editor: CodeMirror with Markdown, loaded by the editor page alone when it is
 * first drawn (post-editor.tsx imports this module on demand). Pictures pasted or dropped into it
 * are handed to `onFiles`, which uploads them and inserts their Markdown where the cursor is.
 */
// Markdown with GitHub's tables, strikethrough and links, highlighted by the parser's own tags. Built
// from the parser itself: the ready-made Markdown support also brings HTML, CSS and JavaScript
// highlighting for code blocks, three times the editor's own size for what posts do not need.
const markdownData = defineLanguageFacet({ commentTokens: { block: { open: "<!--", close: "-->" } } });
const markdownLanguage = new Language(
  markdownData,
  markdownParser.configure([GFM, { props: [languageDataProp.add({ Document: markdownData })] }]),
  [],
  "markdown",
);

export interface MarkdownEditor {
  /** Puts text in place of the selection and selects `select` (a span of it), e.g. an image's alt text to type over. */
  insert(text: string, select?: { from: number; to: number }): void;
  focus(): void;
  destroy(): void;
}

export function mountMarkdownEditor(
  parent: HTMLElement,
  options: { doc: string; label: string; describedBy?: string; onChange: (doc: string) => void; onFiles: (files: File[]) => void },
): MarkdownEditor {
  const pictures = (list: FileList | null | undefined) => [...(list ?? [])].filter((file) => file.type.startsWith("image/"));
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        new LanguageSupport(markdownLanguage),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        EditorView.lineWrapping,
        placeholder("Write the post in Markdown: ## for a heading, **bold**, - for a list, [words](address) for a link."),
        EditorView.contentAttributes.of({
          "aria-label": options.label,
          "aria-multiline": "true",
          ...(options.describedBy ? { "aria-describedby": options.describedBy } : {}),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        EditorView.domEventHandlers({
          paste(event) {
            const files = pictures(event.clipboardData?.files);
            if (!files.length) return false;
            event.preventDefault();
            options.onFiles(files);
            return true;
          },
          drop(event, dropView) {
            const files = pictures(event.dataTransfer?.files);
            if (!files.length) return false;
            event.preventDefault();
            // The cursor goes where the picture was dropped, so it lands there.
            const at = dropView.posAtCoords({ x: event.clientX, y: event.clientY });
            if (at !== null) dropView.dispatch({ selection: { anchor: at } });
            options.onFiles(files);
            return true;
          },
        }),
      ],
    }),
  });
  return {
    insert(text, select) {
      const { from, to } = view.state.selection.main;
      view.dispatch({
        changes: { from, to, insert: text },
        selection: select ? { anchor: from + select.from, head: from + select.to } : { anchor: from + text.length },
        scrollIntoView: true,
      });
      view.focus();
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
