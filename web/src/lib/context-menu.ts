/**
 * The right-click context menu is disabled everywhere (spec section 1). A module of its own: the
 * entry script imports it, and nothing else of the shell's behaviours belongs there.
 */
export function disableContextMenu(doc: Pick<Document, 'addEventListener'>): void {
  doc.addEventListener('contextmenu', (event) => event.preventDefault());
}
