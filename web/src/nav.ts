/** Moves the page to another screen (`#/`, `#/decks`, `#/table/ID`). */
export function go(hash: string): void {
  window.location.hash = hash;
}
