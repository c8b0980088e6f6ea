import { PAGE_ANSWER_MAX_AGE_MS, PAGE_ANSWERS_ELEMENT_ID } from '@tod/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCarries } from '@/testing/page-data.ts';
import { PageAnswers } from './page-answers.ts';

function pageWith(text: string): Document {
  pageCarries(PAGE_ANSWERS_ELEMENT_ID, text);
  return document;
}

afterEach(() => document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove());

describe('PageAnswers', () => {
  it('gives each carried answer once, and removes the element', () => {
    const answers = new PageAnswers();
    answers.take(pageWith('{"/api/ticker":{"ticker":"Hi"},"/api/messages/unread":{"unread":0}}'), 1_000);
    expect(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)).toBeNull();
    expect(answers.use('/api/ticker', 1_000)).toEqual({ ticker: 'Hi' });
    expect(answers.use('/api/ticker', 1_000)).toBeUndefined();
    expect(answers.use('/api/messages/unread', 1_000)).toEqual({ unread: 0 });
    expect(answers.use('/api/deeds', 1_000)).toBeUndefined();
  });

  it('gives nothing once the page is older than the limit, and counts the exact limit as new', () => {
    const answers = new PageAnswers();
    answers.take(pageWith('{"/api/a":1,"/api/b":2}'), 5_000);
    expect(answers.use('/api/a', 5_000 + PAGE_ANSWER_MAX_AGE_MS)).toBe(1);
    expect(answers.use('/api/b', 5_000 + PAGE_ANSWER_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('takes nothing from a page without the element, or with one that is not an object of answers', () => {
    for (const text of ['not json', '[1,2]', 'null', '"text"']) {
      const answers = new PageAnswers();
      answers.take(pageWith(text), 0);
      expect(answers.use('0', 0)).toBeUndefined();
    }
    const answers = new PageAnswers();
    answers.take(document, 0);
    expect(answers.use('/api/ticker', 0)).toBeUndefined();
  });
});
