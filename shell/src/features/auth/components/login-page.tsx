import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginErrorCode } from '@lobby/shared-api';
import {
  ApiError,
  BANNED_MESSAGE,
  demoLogin,
  demoLoginSchema,
  useSessionStore,
  writeCsrfToken,
} from '@lobby/shared-api';
import {
  ErrorAlert,
  Badge,
  Button,
  Card,
  EmptyState,
  Spinner,
  TextField,
  DiscordIcon,
} from '@lobby/shared-ui';
import { SiteBrand } from '../../../components/site-mark';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { safeNext } from '../safe-next';

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0 48px;
  @media (min-width: 640px) {
    padding: 48px 0 64px;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 440px;
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 32px 24px;
  @media (min-width: 640px) {
    padding: 40px 36px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  h1 {
    font-size: 26px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

const LogoRow = styled.div`
  display: flex;
  justify-content: center;
`;

const DiscordButton = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 13px 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #5865f2;
  color: #fff;
  font-weight: 700;
  transition: background 0.15s ease;
  &:hover {
    background: #4752c4;
  }
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Demo = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.warning}88;
  background: ${({ theme }) => theme.colors.warning}0d;
  .head {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  h2 {
    font-size: 16px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fine = styled.p`
  text-align: center;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textFaint};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: underline;
  }
`;

function firstError(
  errors: Record<string, string[] | string> | undefined,
  field: string,
): string | null {
  const value = errors?.[field];
  if (Array.isArray(value)) return value[0] ?? null;
  return typeof value === 'string' ? value : null;
}

/** What /login?error=<code> says after a refused Discord login (the server's LoginErrorCode). */
export function loginErrorText(code: string | null): string | null {
  if (!code) return null;
  const texts: Record<LoginErrorCode, string> = {
    banned: BANNED_MESSAGE,
    discord_unavailable: 'Discord login is not available right now.',
    access_denied: 'Discord login was cancelled.',
    invalid_state: 'The login link was not valid. Please try again.',
    expired_state: 'The login took too long. Please try again.',
    missing_code: 'Discord did not complete the login. Please try again.',
    discord_failed: 'Discord login failed. Please try again.',
  };
  return (texts as Record<string, string>)[code] ?? 'Login failed. Please try again.';
}

/** /login: Discord login, and the clearly marked demo login where the server enables it. */
export function LoginPage() {
  useDocumentTitle('Login');
  const { user, settings, basePath, demoLogin: demoEnabled, discordLogin } = useSessionStore();
  const setUser = useSessionStore((s) => s.setUser);
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = safeNext(search) ?? '/';
  const discordError = loginErrorText(new URLSearchParams(search).get('error'));
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: (name: string) => demoLogin(name, Intl.DateTimeFormat().resolvedOptions().timeZone),
  });
  const submitting = login.isPending;
  const justLoggedIn = useRef(false);

  if (user && !justLoggedIn.current) return <Navigate to={next} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const parsed = demoLoginSchema.shape.username.safeParse(username);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter a username');
      return;
    }
    setFieldError(null);
    try {
      const res = await login.mutateAsync(parsed.data);
      justLoggedIn.current = true;
      writeCsrfToken(res.csrf_token);
      setUser(res.user);
      void navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const field = firstError(error.errors, 'username');
        if (field) setFieldError(field);
        else setFormError(error.message || 'Login failed. Please try again.');
      } else {
        setFormError('Could not reach the server. Please check your connection and try again.');
      }
    }
  };

  return (
    <Wrap>
      <Panel as="section" aria-labelledby="login-title">
        <Head>
          <LogoRow>
            <SiteBrand logo={settings.site_logo} name={settings.site_name} size={52} hideName />
          </LogoRow>
          <h1 id="login-title">Log in to {settings.site_name}</h1>
          <p>Earn points, claim your daily reward, enter raffles and predict bonus hunts.</p>
        </Head>

        {!discordLogin && !demoEnabled ? (
          <EmptyState title="Login is not configured">
            This site has no login method set up yet. The site owner needs to configure Discord
            login on the server; until then you can browse every page as a guest.
          </EmptyState>
        ) : null}

        <ErrorAlert>{discordError}</ErrorAlert>

        {discordLogin ? (
          <DiscordButton href={`${basePath}/auth/discord`}>
            <DiscordIcon size={20} />
            Continue with Discord
          </DiscordButton>
        ) : null}

        {discordLogin && demoEnabled ? <Divider>or</Divider> : null}

        {demoEnabled ? (
          <Demo onSubmit={(e) => void submit(e)} noValidate aria-labelledby="demo-login-title">
            <div className="head">
              <h2 id="demo-login-title">
                <Badge $tone="warning">Demo</Badge> Demo login
              </h2>
              <p>
                This site runs in demo mode: pick any username to get a demo account. It is not
                linked to Discord and is meant for trying the site out.
              </p>
            </div>
            <ErrorAlert>{formError}</ErrorAlert>
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              error={fieldError}
              hint="3–32 letters, digits or _"
            />
            <Button type="submit" $block disabled={submitting} aria-busy={submitting}>
              {submitting ? <Spinner $size={16} aria-hidden="true" /> : null}
              Continue with demo login
            </Button>
          </Demo>
        ) : null}

        <Fine>
          By logging in you accept the <Link to="/terms">Terms of Service</Link> and the{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </Fine>
      </Panel>
    </Wrap>
  );
}
