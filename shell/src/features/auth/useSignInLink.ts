import { authStore, finishSignInLink, isSignInLink, notify } from '@madoguchi/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@madoguchi/shared/router';

export type LinkState = 'none' | 'finishing' | 'needEmail';

function initialState(): LinkState {
  if (!isSignInLink(window.location.href)) return 'none';
  return authStore.getState().emailForSignIn ? 'finishing' : 'needEmail';
}

/**
 * Handles an e-mail sign-in link the page was opened with. When the link is opened in another
 * browser the stored address is missing, so the user is asked for it again (docs/product.md#e-mail-sign-in-link).
 */
export function useSignInLink() {
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>(initialState);
  const [href] = useState(() => window.location.href);
  const started = useRef(false); // a link's code works once

  const complete = useCallback(
    (email: string) =>
      finishSignInLink(href, email).then((result) => {
        // Signed in: the guard leaves /login. Otherwise drop the used code from the address bar.
        if (result.status === 'refused') {
          notify.error(result.message);
          navigate('/login', { replace: true });
        }
        setState('none');
      }),
    [href, navigate],
  );

  useEffect(() => {
    const stored = authStore.getState().emailForSignIn;
    if (started.current || !isSignInLink(href) || !stored) return;
    started.current = true;
    void complete(stored);
  }, [complete, href]);

  const finish = (email: string) => {
    setState('finishing');
    return complete(email);
  };

  return { state, finish };
}
