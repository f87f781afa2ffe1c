// Kept as a page: the login route loads it alone; it composes the form, reset dialog and sign-in.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import type { LoginResult } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { followSystemTheme } from '@/components/workspace/theme/follow-system-theme';
import { lazyAreaPage } from '@/lib/lazy-area';
import { setAuthorities, setToken, setUserInfo } from '@/lib/storage';

import { LoginForm } from '../components/login-form';
import { useLoginTarget } from '../hooks/use-login-target';
import { sessionStrings as s } from '../strings';

// The dialog (and Radix with it) is not needed to log in: it loads on first use, or on hover/focus.
const ResetPasswordDialog = lazyAreaPage(
  () => import('../components/reset-password-dialog'),
  (module) => module.ResetPasswordDialog,
);

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { expired, targetFor } = useLoginTarget();
  const [username, setUsername] = useState('');
  const [resetOpen, setResetOpen] = useState(false);
  // Stays mounted after the first opening, so Radix runs its own close and focus handling.
  const [resetUsed, setResetUsed] = useState(false);
  const forgotRef = useRef<HTMLButtonElement>(null);
  // No user's look applies here: the page keeps the browser's last choice, the system's live.
  useEffect(() => followSystemTheme(), []);

  const onLoggedIn = ({ token, user }: LoginResult) => {
    // Nothing cached for a previous user may leak into this session.
    queryClient.clear();
    setToken(token);
    setUserInfo(user);
    setAuthorities(user.authorities);
    void navigate({ href: targetFor(user.authorities), replace: true });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-surface-hover via-primary-soft to-surface-strong px-4 py-10">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <svg viewBox="0 0 32 32" className="size-10 text-primary" aria-hidden="true">
            <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
            <path
              d="M8 20l5-9 4 6 3-4 4 7"
              fill="none"
              stroke="white"
              strokeWidth="2.2"
              strokeLinejoin="round"
            />
          </svg>
          <p className="text-xl font-semibold tracking-wide text-fg">{s.productName}</p>
        </div>
        <section className="flex flex-col gap-5 rounded-xl bg-surface p-8 shadow-lg ring-1 ring-border-muted">
          <div className="flex flex-col gap-1">
            <h1 className="text-lg font-semibold text-fg">{s.loginTitle}</h1>
            <p className="text-sm text-fg-subtle">{s.loginSubtitle}</p>
          </div>
          {expired ? <Alert variant="warning">{s.sessionExpired}</Alert> : null}
          <LoginForm onLoggedIn={onLoggedIn} onUsernameChange={setUsername} />
          <div className="flex justify-end">
            <Button
              ref={forgotRef}
              variant="link"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={resetOpen}
              onPointerEnter={ResetPasswordDialog.prefetch}
              onFocus={ResetPasswordDialog.prefetch}
              onClick={() => {
                setResetUsed(true);
                setResetOpen(true);
              }}
            >
              {s.forgotPassword}
            </Button>
            {resetUsed ? (
              <ResetPasswordDialog
                open={resetOpen}
                onOpenChange={setResetOpen}
                initialUsername={username}
                returnFocusRef={forgotRef}
              />
            ) : null}
          </div>
        </section>
      </div>
    </main>
  );
}
