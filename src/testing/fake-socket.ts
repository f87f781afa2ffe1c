/** A scripted WebSocket for tests: the test opens it, feeds it frames and drops it. */
export class FakeSocket extends EventTarget {
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  /** A frame from the server; objects are sent as their JSON text. */
  receive(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.dispatchEvent(new MessageEvent('message', { data: text }));
  }
  /** The server closes the connection with `code`. */
  drop(code: number) {
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
  close(code?: number) {
    this.closedWith = code;
  }
}
