import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import type { CasinoLink, CasinoLinkStatus } from '@lobby/contract-community';
import { CASINO_USERNAME_MAX } from '@lobby/contract-community';
import { ApiError, logFailure, useMemberRefetch, useSessionStore } from '@lobby/shared-api';
import {
  Alert,
  Badge,
  Button,
  FieldError,
  Input,
  LinkIcon,
  Select,
  Skeleton,
  VisuallyHidden,
} from '@lobby/shared-ui';
import type { BadgeTone } from '@lobby/shared-ui';
import { communityKeys } from '../../../api/query-keys';
import { deleteCasinoLink, getCasinoLinks, submitCasinoLink } from '../api/casino-links';
import { SettingsCard } from './settings-card';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grow = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;
  .wide {
    grid-column: 1 / -1;
  }
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: flex;
    flex-direction: column;
    gap: 6px;
    font-size: 14px;
    min-width: 0;
  }
  .hint {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const STATUS: Record<CasinoLinkStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

type Errors = Partial<Record<'platform_id' | 'username' | 'evidence', string>>;

/**
 * Settings › Casino: the member's casino names that count for prizes, VIP tiers and wager
 * raffles. Each is linked with a screenshot of the casino's referral page and counts once a
 * moderator has verified it (Pending / Verified / Rejected with the reason).
 */
export function CasinoLinksCard() {
  const userId = useSessionStore((s) => s.user?.id ?? 0);
  const queryClient = useQueryClient();
  const key = communityKeys.casinoLinks(userId);
  // A moderator's verification or rejection shows without a reload.
  useMemberRefetch(['casino-links'], [key]);
  const query = useQuery({
    queryKey: key,
    queryFn: getCasinoLinks,
    enabled: userId > 0,
    meta: logFailure('Failed to load your casino names'),
  });
  const [platformId, setPlatformId] = useState('');
  const [username, setUsername] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const submit = useMutation({
    mutationFn: () =>
      submitCasinoLink({ platformId: Number(platformId), username, evidence: evidence! }),
    onSuccess: (a) => {
      setErrors({});
      setUsername('');
      setEvidence(null);
      setFileKey((k) => k + 1);
      setNotice({ tone: 'success', text: a.message });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e) => {
      if (e instanceof ApiError && Object.keys(e.errors).length)
        setErrors({
          platform_id: e.errors.platform_id?.[0],
          username: e.errors.username?.[0],
          evidence: e.errors.evidence?.[0],
        });
      else setNotice({ tone: 'danger', text: e.message || 'Could not send your casino name' });
    },
  });
  const remove = useMutation({
    mutationFn: (link: CasinoLink) => deleteCasinoLink(link.id),
    onSuccess: (a) => {
      setNotice({ tone: 'success', text: a.message });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e) => setNotice({ tone: 'danger', text: e.message || 'Could not remove it' }),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const next: Errors = {};
    if (!platformId) next.platform_id = 'Choose a casino';
    if (!username.trim()) next.username = 'Enter your username on this casino';
    if (!evidence) next.evidence = 'Add a screenshot of the casino page showing our code.';
    setErrors(next);
    if (Object.keys(next).length === 0) submit.mutate();
  };

  const data = query.data?.data;
  return (
    <SettingsCard
      title="Verified casino names"
      description="Link your username on each casino with a screenshot of its referral page showing our code. A name counts for leaderboard prizes, VIP tiers and wager raffles once a moderator has verified it."
      icon={<LinkIcon />}
    >
      {query.isError && !data ? (
        <Alert $tone="danger" role="alert">
          Could not load your casino names.{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : !data ? (
        <div role="status">
          <Skeleton $height={96} $width="100%" />
          <VisuallyHidden>Loading your casino names</VisuallyHidden>
        </div>
      ) : (
        <>
          {data.links.length ? (
            <List aria-label="Your casino names">
              {data.links.map((l) => (
                <Item key={l.id}>
                  <Grow>
                    {l.platform.name}: <strong>{l.username}</strong>
                  </Grow>
                  <Badge $tone={STATUS[l.status].tone}>{STATUS[l.status].label}</Badge>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Remove ${l.username} on ${l.platform.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(l)}
                  >
                    Remove
                  </Button>
                  {l.status === 'pending' ? (
                    <small>Waiting for a moderator to check your screenshot.</small>
                  ) : l.status === 'rejected' ? (
                    <small>
                      Not verified: {(l.reason ?? '').replace(/[.\s]+$/, '')}. Send it again with a
                      clearer screenshot.
                    </small>
                  ) : (
                    <small>Your wagers on {l.platform.name} count.</small>
                  )}
                </Item>
              ))}
            </List>
          ) : (
            <p>You have not linked a casino name yet.</p>
          )}
          {data.platforms.length ? (
            <Form onSubmit={onSubmit} noValidate aria-label="Link a casino name">
              <label>
                Casino
                <Select
                  value={platformId}
                  aria-invalid={errors.platform_id ? true : undefined}
                  onChange={(e) => setPlatformId(e.target.value)}
                >
                  <option value="">Choose…</option>
                  {data.platforms.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </Select>
                {errors.platform_id ? <FieldError>{errors.platform_id}</FieldError> : null}
              </label>
              <label>
                Your username there
                <Input
                  value={username}
                  maxLength={CASINO_USERNAME_MAX}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={errors.username ? true : undefined}
                  onChange={(e) => setUsername(e.target.value)}
                />
                {errors.username ? <FieldError>{errors.username}</FieldError> : null}
              </label>
              <label className="wide">
                Screenshot of the casino's referral page
                <span className="hint">PNG, JPEG, WebP or GIF, up to 10 MB</span>
                <Input
                  key={fileKey}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  aria-invalid={errors.evidence ? true : undefined}
                  onChange={(e) => setEvidence(e.target.files?.[0] ?? null)}
                />
                {errors.evidence ? <FieldError>{errors.evidence}</FieldError> : null}
              </label>
              <div className="wide">
                <Button type="submit" disabled={submit.isPending}>
                  {submit.isPending ? 'Sending...' : 'Send for review'}
                </Button>
              </div>
            </Form>
          ) : null}
        </>
      )}
      {notice ? (
        <Alert $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
    </SettingsCard>
  );
}
