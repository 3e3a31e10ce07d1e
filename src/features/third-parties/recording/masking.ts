/**
 * The shop's one masking rule (docs/third-parties-chat-recording.md): an element that shows her measurements,
 * addresses, phone numbers, names or order details carries `data-private`; the session-recording provider masks
 * it, and everything inside it. Every field is masked as well, whatever she types in it.
 */
export const PRIVATE_ATTRIBUTE = 'data-private';

const MASKED = `[${PRIVATE_ATTRIBUTE}], input, textarea, select, [contenteditable]`;

/** A provider's own masking attribute and the value it wants. */
export type MaskAttribute = { name: string; value: string };

function mask(element: Element, attribute: MaskAttribute) {
  if (element.getAttribute(attribute.name) !== attribute.value)
    element.setAttribute(attribute.name, attribute.value);
}

function maskWithin(root: Element, attribute: MaskAttribute) {
  if (root.matches(MASKED)) mask(root, attribute);
  for (const element of root.querySelectorAll(MASKED)) mask(element, attribute);
}

/**
 * Gives every masked element under `root` the provider's attribute (Clarity's `data-clarity-mask="true"`, Hotjar's
 * `data-hj-suppress`), now and as pages add elements or set `data-private` later. Set before the provider's script
 * is even asked for, so its first snapshot is already masked. Returns the stop.
 */
export function mirrorPrivate(attribute: MaskAttribute, root: Element = document.body): () => void {
  maskWithin(root, attribute);
  // Created before the recorder's script runs, this observer is told of each change before the recorder's own is
  // (observers are notified in the order they were made): what a page adds is masked by the time it is recorded.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const element = record.target as Element;
        if (element.matches(MASKED)) mask(element, attribute);
        else element.removeAttribute(attribute.name);
        continue;
      }
      for (const node of record.addedNodes) if (node instanceof Element) maskWithin(node, attribute);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PRIVATE_ATTRIBUTE, 'contenteditable'],
  });
  return () => observer.disconnect();
}
