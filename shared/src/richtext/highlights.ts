import { Extension } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

// Marks texts in the document without changing it (decorations, not marks: nothing of it is saved), so
// the editor can show in the text itself what must go before publishing, e.g. a requester's name. Width
// is folded as the finder folds it (NFKC): 「０３－１２３４」 is marked for 03-1234.

export const highlightsKey = new PluginKey<readonly string[]>('highlights');

/** A text folded character by character, with where each folded character came from. */
function folded(text: string): { text: string; from: number[] } {
  let result = '';
  const from: number[] = [];
  let index = 0;
  for (const char of text) {
    const fold = char.normalize('NFKC');
    result += fold;
    for (let i = 0; i < fold.length; i += 1) from.push(index);
    index += char.length;
  }
  from.push(index);
  return { text: result, from };
}

function decorationsOf(doc: ProseMirrorNode, terms: readonly string[], title: string): DecorationSet {
  const wanted = terms.map((term) => term.normalize('NFKC')).filter(Boolean);
  if (!wanted.length) return DecorationSet.empty;
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (!node.isText || !node.text) return;
    const fold = folded(node.text);
    for (const term of wanted) {
      for (let at = fold.text.indexOf(term); at >= 0; at = fold.text.indexOf(term, at + term.length)) {
        const start = position + (fold.from[at] ?? 0);
        const end = position + (fold.from[at + term.length] ?? node.text.length);
        decorations.push(Decoration.inline(start, end, { nodeName: 'mark', class: 'flagged-text', title }));
      }
    }
  });
  return DecorationSet.create(doc, decorations);
}

/** The extension; the terms are set by a transaction carrying them as highlightsKey's meta. */
export const Highlights = Extension.create<{ title: string }>({
  name: 'highlights',
  addOptions: () => ({ title: '' }),
  addProseMirrorPlugins() {
    const { title } = this.options;
    return [
      new Plugin<readonly string[]>({
        key: highlightsKey,
        state: {
          init: () => [],
          apply: (tr, terms) => (tr.getMeta(highlightsKey) as readonly string[] | undefined) ?? terms,
        },
        props: {
          decorations: (state) => decorationsOf(state.doc, highlightsKey.getState(state) ?? [], title),
        },
      }),
    ];
  },
});
