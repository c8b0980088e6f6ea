import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChatMessage, ChatLimits } from '@tod/contracts';
import { type ComponentType, useState } from 'react';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { serverMessageOr } from '@/lib/api-client.ts';
import { crewChannelCalls, crewChannelQuery, crewKeys, withMessage } from '../api.ts';

const FAILED = 'That did not work. Please try again.';

/** How a message's text is drawn: the app hands in the shoutbox's markup (features never import each other). */
export type MessageBody = ComponentType<{ text: string }>;
const PlainText: MessageBody = ({ text }) => <>{text}</>;

/**
 * The crew channel: members' messages in the shoutbox's markup, a composer, and a report form
 * on each message (docs/crews.md#crew-channel). New messages arrive live through the personal
 * channel (`onCrewsMessage`).
 */
export function CrewChannel({ Body = PlainText }: { Body?: MessageBody }) {
  const client = useQueryClient();
  const messages = useQuery(crewChannelQuery);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: crewChannelCalls.post,
    onSuccess: (message) => {
      client.setQueryData<ChatMessage[]>(crewKeys.channel, (list) => withMessage(list, message));
      setText('');
    },
  });
  return (
    <section aria-labelledby="crew-channel">
      <h2 id="crew-channel">Crew channel</h2>
      {messages.isPending && <StatusMessage>Loading the crew channel…</StatusMessage>}
      {messages.isError && <ErrorMessage>Failed to load the crew channel.</ErrorMessage>}
      {messages.data?.length === 0 && <p>No messages yet.</p>}
      <ol className="crew-list crew-channel" aria-label="Crew channel messages">
        {messages.data?.map((m) => (
          <ChannelLine key={m.id} message={m} Body={Body} />
        ))}
      </ol>
      <form
        className="form crew-inline"
        aria-label="Write to your crew"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) send.mutate(text);
        }}
      >
        <label htmlFor="crew-channel-text">Message to your crew</label>
        <input
          id="crew-channel-text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={ChatLimits.maxLength}
          autoComplete="off"
        />
        <button type="submit" className="btn" disabled={send.isPending}>
          Send
        </button>
      </form>
      {send.isError && <ErrorMessage>{serverMessageOr(send.error, FAILED)}</ErrorMessage>}
    </section>
  );
}

function ChannelLine({ message, Body }: { message: ChatMessage; Body: MessageBody }) {
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const report = useMutation({ mutationFn: crewChannelCalls.report });
  const reasonId = `crew-report-${message.id}`;
  return (
    <li>
      <time dateTime={message.time}>{message.time.slice(11, 16)}</time> <strong>{message.username}</strong>:{' '}
      <Body text={message.message} />{' '}
      {!reporting && !report.isSuccess && (
        <button type="button" className="btn btn--secondary" onClick={() => setReporting(true)}>
          Report
        </button>
      )}
      {reporting && !report.isSuccess && (
        <form
          className="form crew-inline"
          aria-label={`Report the message by ${message.username}`}
          onSubmit={(e) => {
            e.preventDefault();
            report.mutate({ id: message.id, reason });
          }}
        >
          <label htmlFor={reasonId}>Reason</label>
          <input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
          <button type="submit" className="btn" disabled={report.isPending}>
            Send report
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => setReporting(false)}>
            Cancel
          </button>
        </form>
      )}
      {report.isSuccess && <StatusMessage>Report sent. The moderators will look at it.</StatusMessage>}
      {report.isError && <ErrorMessage>{serverMessageOr(report.error, FAILED)}</ErrorMessage>}
    </li>
  );
}

/** A member reports the crew's name or text to the moderators (its leader answers for them). */
export function ReportCrew({ crewId }: { crewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useMutation({ mutationFn: crewChannelCalls.reportCrew });
  if (report.isSuccess) return <StatusMessage>Report sent. The moderators will look at it.</StatusMessage>;
  if (!open) {
    return (
      <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
        Report the crew's name or text
      </button>
    );
  }
  return (
    <form
      className="form crew-inline"
      aria-label="Report the crew's name or text"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate({ id: crewId, reason });
      }}
    >
      <label htmlFor="crew-report-text">Reason</label>
      <input id="crew-report-text" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
      <button type="submit" className="btn" disabled={report.isPending}>
        Send report
      </button>
      {report.isError && <ErrorMessage>{serverMessageOr(report.error, FAILED)}</ErrorMessage>}
    </form>
  );
}
