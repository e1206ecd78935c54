/** Polls `predicate` every `everyMs` until it holds or `ms` have passed; its last answer. */
export async function waitFor(predicate: () => boolean, ms = 5000, everyMs = 50): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (predicate()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return predicate();
}
