import { GameConstants } from '@tod/game';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormNotice, useNotice } from '@/components/ui/form-notice.tsx';
import { bansQuery, hiddenAuthorsQuery, mutesQuery, useSetHidden, useUnban, useUnmute } from '../api.ts';
import { moderationError } from '../moderation-errors.ts';
import { endsText } from '../sanction-text.ts';
import { BanDialog } from './ban-dialog.tsx';
import { MuteDialog } from './mute-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import '../moderation.css';

type Open = 'report' | 'mute' | 'ban' | null;

/**
 * A character page's actions about its player: report the character and hide their chat
 * messages (every player), mute and unmute (role 1+), ban and unban (role 2+).
 */
export function CharacterModeration({
  characterId,
  name,
  viewerRole,
  own,
}: {
  characterId: string;
  name: string;
  /** The signed-in reader's role: what they may do here. */
  viewerRole: number;
  own: boolean;
}) {
  const id = useId();
  const [dialog, setDialog] = useState<Open>(null);
  const { notice, setNotice, done: show, failed: fail } = useNotice(moderationError);
  const moderator = viewerRole >= GameConstants.roles.moderator;
  const staff = viewerRole >= GameConstants.roles.adminThreshold;
  const hidden = useQuery({ ...hiddenAuthorsQuery, enabled: !own });
  const mutes = useQuery({ ...mutesQuery, enabled: moderator && !own });
  const bans = useQuery({ ...bansQuery, enabled: staff && !own });
  const setHidden = useSetHidden();
  const unmute = useUnmute();
  const unban = useUnban();
  if (own) return null;

  const isHidden = hidden.data?.some((h) => h.characterId === characterId) ?? false;
  const mute = mutes.data?.find((m) => m.characterId === characterId);
  const ban = bans.data?.find((b) => b.characterId === characterId);
  const done = (text: string) => {
    setDialog(null);
    show(text);
  };
  const open = (next: Open) => {
    setNotice(null);
    setDialog(next);
  };

  return (
    <section className="panel character-moderation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Reports and safety
      </h2>
      {mute && <p className="form-info">{`Muted until ${endsText(mute.endsAt)}. Reason: ${mute.reason}`}</p>}
      {ban && <p className="form-error">{`Banned until ${endsText(ban.endsAt)}. Reason: ${ban.reason}`}</p>}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={() => open('report')}>
          Report character
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={setHidden.isPending || hidden.isPending}
          onClick={() =>
            setHidden.mutate(
              { characterId, hidden: !isHidden },
              {
                onSuccess: () =>
                  show(isHidden ? `${name}'s messages are shown again.` : `${name}'s messages are hidden from you.`),
                onError: fail('Failed to change hidden players.'),
              },
            )
          }
        >
          {isHidden ? `Show ${name}'s messages` : `Hide ${name}'s messages`}
        </button>
        {moderator &&
          (mute ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={unmute.isPending}
              onClick={() =>
                unmute.mutate(mute.userId, {
                  onSuccess: () => show(`${name} may chat again.`),
                  onError: fail('Failed to unmute.'),
                })
              }
            >
              {`Unmute ${name}`}
            </button>
          ) : (
            <button type="button" className="button button--danger" onClick={() => open('mute')}>
              {`Mute ${name}`}
            </button>
          ))}
        {staff &&
          (ban ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={unban.isPending}
              onClick={() =>
                unban.mutate(ban.userId, {
                  onSuccess: () => show(`${name} is no longer banned.`),
                  onError: fail('Failed to unban.'),
                })
              }
            >
              {`Unban ${name}`}
            </button>
          ) : (
            <button type="button" className="button button--danger" onClick={() => open('ban')}>
              {`Ban ${name}`}
            </button>
          ))}
      </div>
      <FormNotice notice={notice} />
      {dialog === 'report' && (
        <ReportDialog
          title={`Report ${name}`}
          target={{ target: 'character', characterId }}
          onDone={done}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'mute' && <MuteDialog characterId={characterId} name={name} onDone={done} onCancel={() => setDialog(null)} />}
      {dialog === 'ban' && <BanDialog characterId={characterId} name={name} onDone={done} onCancel={() => setDialog(null)} />}
    </section>
  );
}
