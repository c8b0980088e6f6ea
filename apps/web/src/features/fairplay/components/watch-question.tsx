import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { useAnswerWatch, watchQuery } from '../api.ts';
import '../fairplay.css';

const FAILED = 'That did not work. Please try again.';

/** A due time as players read it everywhere: minute precision, UTC. */
const utcMinute = (iso: string) => `${iso.slice(11, 16)} UTC`;

/**
 * The city watch's question (docs/product-rules.md#the-city-watch): plain text, one labelled
 * field, the time limit written out rather than ticking (nothing to read again every second).
 * Focus moves to the heading when a question appears, so a keyboard or screen reader user meets
 * it before anything else. Renders nothing when the watch asks nothing and nothing was answered.
 */
export function WatchQuestion() {
  const watch = useQuery(watchQuery);
  const answer = useAnswerWatch();
  const [text, setText] = useState('');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stop = watch.data?.stop ?? null;

  useEffect(() => {
    if (stop) heading.current?.focus();
  }, [stop]);

  if (!stop) {
    if (answer.data) {
      return answer.data.passed ? (
        <StatusMessage>{answer.data.message}</StatusMessage>
      ) : (
        <ErrorMessage>{answer.data.message}</ErrorMessage>
      );
    }
    return null;
  }
  return (
    <section className="panel watch-question" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title" tabIndex={-1} ref={heading}>
        The city watch stops you
      </h2>
      <p id={`${id}-question`} className="watch-question__text">
        {stop.question}
      </p>
      <p>
        Answer within 5 minutes, by {utcMinute(stop.dueAt)}. Until you answer you cannot do deeds; a wrong answer, or none, means
        jail.
      </p>
      <form
        className="form"
        aria-label="Answer the city watch"
        onSubmit={(e) => {
          e.preventDefault();
          answer.mutate({ id: stop.id, answer: text }, { onSuccess: () => setText('') });
        }}
      >
        <label htmlFor={`${id}-answer`}>Your answer</label>
        <input
          id={`${id}-answer`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-question`}
          autoComplete="off"
          maxLength={40}
          required
        />
        <button type="submit" className="btn" disabled={answer.isPending}>
          Answer
        </button>
      </form>
      {answer.isError && <ErrorMessage>{serverMessageOr(answer.error, FAILED)}</ErrorMessage>}
    </section>
  );
}
