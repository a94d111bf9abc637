import { createHmac, timingSafeEqual } from 'node:crypto';

// Slack signs each request: v0=HMAC-SHA256(signing secret, "v0:{timestamp}:{raw body}"). Checked over
// the bytes as received (a re-serialized body would not match), in constant time, and only within
// five minutes of the timestamp so a captured request cannot be replayed later.

export const MAX_AGE_SECONDS = 5 * 60;

export type SignatureVerdict = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

export interface SignedRequest {
  rawBody: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
}

export function signatureOf(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:`).update(rawBody).digest('hex')}`;
}

export function verifySlackSignature(request: SignedRequest, secret: string, nowMs = Date.now()): SignatureVerdict {
  const { timestamp, signature } = request;
  if (!timestamp || !signature || !secret) return { ok: false, reason: 'missing' };
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowMs / 1000 - seconds) > MAX_AGE_SECONDS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signatureOf(secret, timestamp, request.rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
