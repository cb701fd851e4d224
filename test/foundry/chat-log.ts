/**
 * ui.chat, Foundry's ChatLog, as far as Fray uses it: `updateMessage(message)` draws a message that is already drawn
 * (in the log, its popout or its notifications; here, anywhere on the page) again from its document, as Foundry
 * does after the message's data changed. A message drawn nowhere is left alone.
 */
export class ChatLog {
  /** The ids of the messages drawn again, in order, for tests to read. */
  readonly updated: string[] = [];

  /** Replaces each drawn copy of `message` (`[data-message-id]`) with a fresh `renderHTML()`. */
  async updateMessage(message: { id: string; renderHTML(): Promise<HTMLElement> }, _notify = false): Promise<void> {
    const page = globalThis.document as Document | undefined;
    const drawn = page ? Array.from(page.querySelectorAll(`[data-message-id="${message.id}"]`)) : [];
    if (!drawn.length) return;
    this.updated.push(message.id);
    for (const element of drawn) element.replaceWith(await message.renderHTML());
  }
}
