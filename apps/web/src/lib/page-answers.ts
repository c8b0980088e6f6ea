import { PAGE_ANSWER_MAX_AGE_MS, PAGE_ANSWERS_ELEMENT_ID } from '@tod/contracts';

/**
 * The answers to the first screen's GET calls that the server put into the page, by address
 * (ADR 0059, docs/client-state.md, "Answers in the page"). Each is taken once, and only while the
 * page is new: an answer read later would be shown as if it were fresh.
 */
export class PageAnswers {
  #answers = new Map<string, unknown>();
  #takenAt = 0;

  /** Takes the page's element (removed, so nothing reads a stale copy); nothing if absent or malformed. */
  take(doc: Document, now: number): void {
    const element = doc.getElementById(PAGE_ANSWERS_ELEMENT_ID);
    if (!element) return;
    element.remove();
    let parsed: unknown;
    try {
      parsed = JSON.parse(element.textContent ?? '');
    } catch {
      return;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return;
    this.#answers = new Map(Object.entries(parsed));
    this.#takenAt = now;
  }

  /** The page's answer to `url` (undefined when it has none, gave it already, or is too old). */
  use(url: string, now: number): unknown {
    if (!this.#answers.has(url)) return undefined;
    const answer = this.#answers.get(url);
    this.#answers.delete(url);
    return now - this.#takenAt <= PAGE_ANSWER_MAX_AGE_MS ? answer : undefined;
  }
}

/** The app's one set, filled by main.tsx before the first render and used by the API client. */
export const pageAnswers = new PageAnswers();
