import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  groupThousands,
  type Skill,
  TRAINING_COOLDOWN_MESSAGE,
  TRAINING_JAIL_MESSAGE,
  type TrainingResult,
} from '@tod/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CountdownBar } from '@/components/ui/countdown.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { ErrorMessage, StatusMessage } from '@/components/ui/status.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { skillsQuery, trainingKeys, useTrain } from '../api.ts';
import { SkillCard } from './skill-card.tsx';
import '../training.css';

const SKILLS_LOAD_ERROR = 'Failed to load skills. Please try again.';
const TRAINING_FAILED = 'Training failed. Please try again.';
const TRAINING_EXCEPTION = 'An error occurred while training. Please try again later.';
/** docs/product-rules.md#training-sessions: the skill list is fetched again this long after a session. */
const REFETCH_AFTER_TRAINING_MS = 5_000;

interface Timer {
  endsAt: number;
  startedAt: number;
}

type Outcome = { kind: 'trained'; result: TrainingResult } | { kind: 'message'; title: string; text: string };

/** docs/api.md#errors-on-screen: the server's refusal as it comes; its absence or a failed call gets the text listed there. */
function trainingErrorText(error: unknown): string {
  if (!isApiError(error)) return TRAINING_EXCEPTION;
  return error.serverMessage || TRAINING_FAILED;
}

export interface TrainingPageProps {
  cooldown: Timer | null;
  /** The character's gold (null while unknown): a fee above it cannot be paid. */
  gold: number | null;
  jailed: boolean;
  jailNotice: ReactNode;
  /** After the answer landed in the account and the timers (app/gameplay-answers.ts). */
  onTrained?: (result: TrainingResult) => void;
  /** A refused session's error `details` ({inJail, jailTime, cooldown}). */
  onRefused: (details: unknown) => void;
}

/** The training grounds: a grid of skills, one session per cooldown, and a result modal. */
export function TrainingPage({ cooldown, gold, jailed, jailNotice, onTrained, onRefused }: TrainingPageProps) {
  const client = useQueryClient();
  const skills = useQuery(skillsQuery);
  const train = useTrain();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The cooldown's end reloads the skills (docs/product-rules.md#training-sessions: "on expiry the skills reload").
  const hadCooldown = useRef(cooldown !== null);
  useEffect(() => {
    if (hadCooldown.current && cooldown === null) void client.invalidateQueries({ queryKey: trainingKeys.skills });
    hadCooldown.current = cooldown !== null;
  }, [cooldown, client]);

  // After a session the list is fetched again once, 5 s later, to pick up the server's view.
  const [refetchAt, setRefetchAt] = useState<number | null>(null);
  useEffect(() => {
    if (refetchAt === null) return;
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: trainingKeys.skills });
    }, REFETCH_AFTER_TRAINING_MS);
    return () => clearTimeout(timer);
  }, [refetchAt, client]);

  const onTrain = (skill: Skill) => {
    // The client blocks what the server would refuse anyway (docs/product-rules.md#training-sessions).
    if (jailed) {
      setOutcome({ kind: 'message', title: 'Training Unavailable', text: TRAINING_JAIL_MESSAGE });
      return;
    }
    if (cooldown) {
      setOutcome({ kind: 'message', title: 'Training Unavailable', text: TRAINING_COOLDOWN_MESSAGE });
      return;
    }
    train.mutate(skill.id, {
      onSuccess: (result) => {
        client.setQueryData<Skill[]>(trainingKeys.skills, (list) =>
          list?.map((s) => (s.id === result.skill.id ? result.skill : s)),
        );
        onTrained?.(result);
        setOutcome({ kind: 'trained', result });
        setRefetchAt(Date.now());
      },
      onError: (error) => {
        if (isApiError(error)) onRefused(error.details);
        // 409: the fee is more than the character has (the server says how much).
        const refused = isApiError(error) && [403, 409, 429].includes(error.status);
        // A fee refusal means the list or the purse shown was stale: read the fees again.
        if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: trainingKeys.skills });
        setOutcome({
          kind: 'message',
          title: refused ? 'Training Unavailable' : 'Training Failed',
          text: trainingErrorText(error),
        });
      },
    });
  };

  return (
    <>
      {jailed && jailNotice}
      {cooldown && (
        <CountdownBar
          className="panel panel--compact"
          label="Training cooldown ends in"
          endsAt={cooldown.endsAt}
          startedAt={cooldown.startedAt}
        />
      )}
      <section className="panel" aria-labelledby="skills-title">
        <h2 id="skills-title" className="panel__title">
          Skills
        </h2>
        {skills.isPending ? (
          <StatusMessage>Loading skills...</StatusMessage>
        ) : skills.isError ? (
          <div className="retry">
            <ErrorMessage>{SKILLS_LOAD_ERROR}</ErrorMessage>
            <button type="button" className="button button--ghost button--small" onClick={() => void skills.refetch()}>
              Try again
            </button>
          </div>
        ) : skills.data.length === 0 ? (
          <StatusMessage>No skills available for training at this time.</StatusMessage>
        ) : (
          <ul className="skill-grid">
            {skills.data.map((skill) => (
              <li key={skill.id}>
                <SkillCard skill={skill} gold={gold} busy={train.isPending} onTrain={onTrain} />
              </li>
            ))}
          </ul>
        )}
        {train.isPending && <StatusMessage>Training...</StatusMessage>}
      </section>
      <Modal
        open={outcome !== null}
        title={outcome?.kind === 'trained' ? 'Training Complete' : (outcome?.title ?? '')}
        onClose={() => setOutcome(null)}
      >
        {outcome?.kind === 'trained' ? (
          <div className="training-result">
            <p>{outcome.result.message}</p>
            <p>
              <strong>{outcome.result.skill.name}</strong>: level {outcome.result.skill.level}, {outcome.result.skill.completion}%
              complete
            </p>
            <ProgressBar
              value={outcome.result.skill.completion}
              label={`${outcome.result.skill.name} completion`}
              valueText={`${outcome.result.skill.completion}%`}
            />
            <dl className="stat-list training-result__gold">
              <div>
                <dt>Fee paid</dt>
                <dd>{groupThousands(outcome.result.fee)} gold</dd>
              </div>
              <div>
                <dt>Gold left</dt>
                <dd>{groupThousands(outcome.result.gold)} gold</dd>
              </div>
            </dl>
          </div>
        ) : (
          <p>{outcome?.text}</p>
        )}
      </Modal>
    </>
  );
}
