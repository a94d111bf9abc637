import { authStore, finishSignInLink, sendSignInLink, type SignInResult } from '@madoguchi/shared';
import { EMULATOR_PORTS, emulatorHost } from '../firebase/emulators';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * Signs in through the Auth emulator without a mailbox: sends the e-mail link, reads it back
 * from the emulator's oobCodes endpoint and opens it. Local stack only.
 */
export async function devSignIn(email: string, projectId: string): Promise<SignInResult> {
  const sent = await sendSignInLink(email, window.location.href);
  if (!sent.ok) return { status: 'refused', message: sent.message };
  const response = await fetch(
    `http://${emulatorHost()}:${EMULATOR_PORTS.auth}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN').at(-1);
  if (!link) return { status: 'refused', message: 'ログイン用リンクがエミュレーターに見つかりません。' };
  authStore.setState({ emailForSignIn: email });
  return finishSignInLink(link.oobLink, email);
}
