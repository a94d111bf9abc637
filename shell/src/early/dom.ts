// Building the first paint's DOM: elements with attributes and children, text always as text (never as
// markup), so what people wrote cannot become part of the page.

type Child = Node | string | null | undefined | false;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children.filter((child): child is Node | string => Boolean(child)));
  return node;
}
