import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { CasinoLink, CasinoLinkPlatform, CasinoLinkStatus } from '@lobby/contract-community';
import { CASINO_USERNAME_MAX } from '@lobby/contract-community';
import { ApiError } from '@lobby/shared-api';
import { Alert, Badge, Button } from '@lobby/shared-ui';
import type { BadgeTone } from '@lobby/shared-ui';
import { deleteCasinoLink } from '../api/delete-casino-link';
import { submitCasinoLink } from '../api/submit-casino-link';
import { EvidencePicker } from './evidence-picker';
import { HandleField } from './handle-field';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px 12px;
  h3 {
    margin: 0;
    font-size: 16px;
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  img {
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const State = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  align-items: start;
  > :last-child {
    grid-column: 1 / -1;
  }
`;

type Verification = CasinoLinkStatus | 'none';

const STATE: Record<Verification, { label: string; tone: BadgeTone }> = {
  none: { label: 'Not linked', tone: 'neutral' },
  pending: { label: 'Pending review', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

function stateText(platform: CasinoLinkPlatform, link: CasinoLink | undefined) {
  if (!link) return `Link your username so your wagers on ${platform.name} count.`;
  if (link.status === 'pending') return 'Waiting for a moderator to check your screenshot.';
  if (link.status === 'verified') return `Your wagers on ${platform.name} count.`;
  return `Not verified: ${(link.reason ?? '').replace(/[.\s]+$/, '')}. Send it again with a clearer screenshot.`;
}

type Errors = Partial<Record<'username' | 'evidence', string>>;

/**
 * One casino platform in Settings › Casino: its verification state and the member's name there,
 * sent with a screenshot of the casino's referral page. The name is the settings' casino field
 * for this platform (its label), the one wagers, VIP tiers and wager raffles use once verified.
 */
export function CasinoPlatformBlock({
  platform,
  link,
  queryKey,
}: {
  platform: CasinoLinkPlatform;
  link: CasinoLink | undefined;
  queryKey: readonly unknown[];
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState(link?.username ?? '');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const state: Verification = link?.status ?? 'none';

  const submit = useMutation({
    mutationFn: () =>
      submitCasinoLink({ platformId: platform.id, username: username.trim(), evidence: evidence! }),
    onSuccess: (a) => {
      setErrors({});
      setEvidence(null);
      setUsername(a.data.username);
      setNotice({ tone: 'success', text: a.message });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => {
      if (e instanceof ApiError && Object.keys(e.errors).length)
        setErrors({
          username: e.errors.username?.[0] ?? e.errors.platform_id?.[0],
          evidence: e.errors.evidence?.[0],
        });
      else setNotice({ tone: 'danger', text: e.message || 'Could not send your casino name' });
    },
  });
  const remove = useMutation({
    mutationFn: (l: CasinoLink) => deleteCasinoLink(l.id),
    onSuccess: (a) => {
      setUsername('');
      setNotice({ tone: 'success', text: a.message });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (e) => setNotice({ tone: 'danger', text: e.message || 'Could not remove it' }),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const next: Errors = {};
    if (!username.trim()) next.username = 'Enter your username on this casino';
    if (!evidence) next.evidence = 'Add a screenshot of the casino page showing our code.';
    setErrors(next);
    if (Object.keys(next).length === 0) submit.mutate();
  };

  return (
    <Block aria-labelledby={`${id}-name`}>
      <Head>
        {platform.image ? <img src={platform.image} alt="" /> : null}
        <h3 id={`${id}-name`}>{platform.name}</h3>
        <Badge $tone={STATE[state].tone}>{STATE[state].label}</Badge>
      </Head>
      <State>
        {link ? (
          <span>
            Your name: <strong>{link.username}</strong>
          </span>
        ) : null}
        <span>{stateText(platform, link)}</span>
        {link ? (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            aria-label={`Remove ${link.username} on ${platform.name}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(link)}
          >
            Remove
          </Button>
        ) : null}
      </State>
      <Form onSubmit={onSubmit} noValidate aria-label={`Link your ${platform.name} username`}>
        <HandleField
          label={platform.label}
          name={platform.field ?? `casino-${platform.id}`}
          value={username}
          maxLength={CASINO_USERNAME_MAX}
          autoComplete="off"
          spellCheck={false}
          placeholder="Your username on this casino"
          error={errors.username ?? null}
          onChange={(e) => setUsername(e.target.value)}
        />
        <EvidencePicker
          label={`Screenshot of the ${platform.name} referral page`}
          file={evidence}
          error={errors.evidence}
          disabled={submit.isPending}
          onChange={setEvidence}
        />
        <div>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Sending...' : link ? 'Send again for review' : 'Send for review'}
          </Button>
        </div>
      </Form>
      {notice ? (
        <Alert $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
    </Block>
  );
}
