/**
 * Dragging an actor's items out of its sheet (issue 30): each item row carries the item's drag data (its type and
 * uuid, Document#toDragData), so it drops on the hotbar as a macro and on another actor's sheet as a copy (core's
 * ActorSheetV2#_onDropItem).
 */

/** Makes every item row of the rendered sheet draggable, giving the item's drag data when dragged. */
export function bindItemDrag(element: HTMLElement, actor: Actor.Implementation): void {
  for (const row of element.querySelectorAll<HTMLElement>("li.fray-item[data-item-id]")) {
    row.draggable = true;
    row.addEventListener("dragstart", (event) => {
      const item = actor.items.get(row.dataset.itemId ?? "");
      if (!item || !event.dataTransfer) return;
      event.dataTransfer.setData("text/plain", JSON.stringify(item.toDragData()));
    });
  }
}
