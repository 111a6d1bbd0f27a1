/** One Server-Sent Event as the browser gets it. */
export interface ServerEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Listens to an event stream and keeps every event, so tests can wait for the one they expect. */
export async function listenToEvents(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const events: ServerEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type) events.push({ type, data: data ? (JSON.parse(data) as Record<string, unknown>) : {} });
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    events,
    /** Resolves with the first event from now on that matches, or fails after `timeout` ms. */
    async next(type: string, timeout = 10_000): Promise<ServerEvent> {
      const from = events.length;
      const started = Date.now();
      while (Date.now() - started < timeout) {
        const found = events.slice(from).find((event) => event.type === type);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no "${type}" event within ${timeout} ms; got ${JSON.stringify(events.slice(from))}`);
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
