import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import type { Mailbox } from '../helpers/mailbox.ts';

/** The code in the `nth` reauthentication mail to `email` (mail leaves in the background). */
async function mailedNonce(mailbox: Mailbox, email: string, nth: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const mails = (await mailbox.messages(email)).filter((m) => /^Your code to confirm it is you/.test(m.subject));
    const nonce = mails.length >= nth ? mails[0]!.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (nonce) return nonce;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reauthentication mail #${nth} to ${email}`);
}

describeEachDatabase('reauthentication before a password change (GoTrue /reauthenticate + nonce)', (tb) => {
  it('mails a six-digit code; a wrong one is refused and spends it; the right one changes the password', async () => {
    const { client, email } = await tb().signedInClient();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const first = await mailedNonce(tb().mailbox, email, 1);
    const wrong = first === '000000' ? '000001' : '000000';
    const refused = await client.auth.updateUser({ password: 'new-password-1', nonce: wrong });
    expect(refused.error?.code).toBe('reauthentication_not_valid');
    expect((await client.auth.updateUser({ password: 'new-password-1', nonce: first })).error?.code).toBe(
      'reauthentication_not_valid',
    );

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const second = await mailedNonce(tb().mailbox, email, 2);
    expect((await client.auth.updateUser({ password: 'new-password-1', nonce: second })).error).toBeNull();
    const signIn = await tb().client().auth.signInWithPassword({ email, password: 'new-password-1' });
    expect(signIn.error).toBeNull();
  });

  it('a session a password opened changes the password only with the mailed code; a mailed link’s needs none', async () => {
    const { client: fromLink, email } = await tb().signedInClient();
    const fromPassword = tb().client();
    expect((await fromPassword.auth.signInWithPassword({ email, password: 'correct-horse-1' })).error).toBeNull();
    const refused = await fromPassword.auth.updateUser({ password: 'thiefs-choice-1' });
    expect([refused.error?.status, refused.error?.code]).toEqual([400, 'reauthentication_needed']);
    expect((await tb().client().auth.signInWithPassword({ email, password: 'thiefs-choice-1' })).error).not.toBeNull();

    expect((await fromPassword.auth.reauthenticate()).error).toBeNull();
    const nonce = await mailedNonce(tb().mailbox, email, 1);
    expect((await fromPassword.auth.updateUser({ password: 'owners-choice-1', nonce })).error).toBeNull();
    expect((await fromLink.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    // A session the confirmation link opened proved the mailbox itself.
    const { client: confirmed } = await tb().signedInClient();
    expect((await confirmed.auth.updateUser({ password: 'owners-choice-2' })).error).toBeNull();
  });

  it('a session not refreshed for a day changes no password without the code', async () => {
    const { client } = await tb().signedInClient();
    const sessionId = JSON.parse(
      Buffer.from((await client.auth.getSession()).data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ).session_id as string;
    await tb().backend.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours',
              refreshed_at = (now() - interval '25 hours') at time zone 'utc' where id = $1::uuid`,
      [sessionId],
    );
    const refused = await client.auth.updateUser({ password: 'new-password-2' });
    expect(refused.error?.code).toBe('reauthentication_needed');
  });
});
