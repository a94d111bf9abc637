/** Leaves for Slack's authorize page. A module of its own so tests can stand in for the navigation. */
export function leaveForSlack(url: string): void {
  window.location.assign(url);
}
