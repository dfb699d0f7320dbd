const TIME = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A moment as the page writes it, in UTC (the same for every reader and the charts' axis). */
export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** What is left of a lease, in whole minutes ("expired" once past). */
export function leaseLeft(until: string, now: number): string {
  const minutes = Math.floor((Date.parse(until) - now) / 60_000);
  if (minutes < 0) return 'expired';
  return minutes < 1 ? 'under a minute' : `${minutes} min`;
}
