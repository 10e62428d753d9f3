import type { FundInvite, FundMember } from '@pitchfit/contracts/fund';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { isAuthFailure, serverMessage } from '../../lib/api-errors';
import { queryClient, trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequireSession } from '../../lib/use-require-session';
import './team.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** `/team`: the fund's seats. The owner makes single-use invite links and removes partners. */
export function TeamPage() {
  useDocumentTitle('Team');
  const loggedIn = useRequireSession();
  const members = useQuery({ ...trpc.fund.members.queryOptions(), enabled: loggedIn });
  if (!loggedIn) return null;
  const fund = members.data;
  return (
    <div className="container page stack">
      <header>
        <h1>Team</h1>
        <p className="lead">
          Partners share the fund&apos;s thesis, public page and deck list; each keeps their own calls.
        </p>
      </header>
      <Alert
        message={
          members.isError && !isAuthFailure(members.error) && 'Could not load the team. Please reload.'
        }
      />
      {fund?.your_role === 'owner' && <InviteCard />}
      {fund && (
        <section className="card" aria-labelledby="members-title">
          <h2 id="members-title">Members</h2>
          {fund.your_role === 'member' && (
            <p className="muted">Only the fund&apos;s owner can invite and remove partners.</p>
          )}
          <ul className="team-list">
            {fund.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                removable={fund.your_role === 'owner' && member.role !== 'owner'}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function InviteCard() {
  const create = useMutation(trpc.fund.createInvite.mutationOptions());
  const [invite, setInvite] = useState<FundInvite | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function makeLink() {
    if (create.isPending) return;
    setError(null);
    setCopied(false);
    try {
      setInvite(await create.mutateAsync());
    } catch (cause) {
      if (!isAuthFailure(cause))
        setError(serverMessage(cause, 'Could not create an invite link. Please try again.'));
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setError('Could not copy: select the link and copy it yourself.');
    }
  }

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a partner</h2>
      <p className="muted">
        Each link works once and expires in 7 days. The partner signs in with Google to join.
      </p>
      <Alert message={error} />
      {invite && (
        <div className="field">
          <label className="field__label" htmlFor="invite-link">
            Invite link
          </label>
          <div className="team-invite">
            <input
              id="invite-link"
              className="field__control"
              readOnly
              value={invite.url}
              aria-describedby="invite-expiry"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => void copy(invite.url)}>
              Copy link
            </button>
          </div>
          <p id="invite-expiry" className="field__hint">
            Expires {dateFormat.format(new Date(invite.expires_at))}.
          </p>
          <p role="status" className="muted">
            {copied ? 'Link copied.' : ''}
          </p>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={create.isPending}
          onClick={() => void makeLink()}
        >
          {invite ? 'Create another link' : 'Create invite link'}
        </button>
      </div>
    </section>
  );
}

function MemberRow({ member, removable }: { member: FundMember; removable: boolean }) {
  const remove = useMutation(trpc.fund.removeMember.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const who = member.name ?? member.email;

  async function confirmRemove() {
    if (remove.isPending) return;
    try {
      queryClient.setQueryData(trpc.fund.members.queryKey(), await remove.mutateAsync({ id: member.id }));
    } catch (cause) {
      if (!isAuthFailure(cause))
        setError(serverMessage(cause, 'Could not remove this member. Please try again.'));
    }
  }

  return (
    <li className="team-member">
      <div>
        <p className="team-member__name">{who}</p>
        <p className="muted team-member__meta">
          {member.email} · {member.role === 'owner' ? 'Owner' : 'Member'}
          {member.joined_at ? ` · joined ${dateFormat.format(new Date(member.joined_at))}` : ''}
        </p>
        <Alert message={error} />
      </div>
      {removable &&
        (confirming ? (
          <div className="button-row">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={remove.isPending}
              onClick={() => void confirmRemove()}
            >
              Remove {who} now
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Remove ${who}`}
            onClick={() => setConfirming(true)}
          >
            Remove
          </button>
        ))}
    </li>
  );
}
