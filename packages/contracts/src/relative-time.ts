/** 'just now', then minutes, hours and days ago (spec section 9). */
export function relativeTime(
  from: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const then = new Date(from).getTime();
  const seconds = Math.max(0, Math.floor((Number(now) - then) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
