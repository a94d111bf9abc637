/** What a Slack door answers: a status, and JSON or nothing (slackDoor.ts sends it). */
export interface DoorAnswer {
  status: number;
  json?: unknown;
}

export const ok = (json?: unknown): DoorAnswer => ({ status: 200, json });
