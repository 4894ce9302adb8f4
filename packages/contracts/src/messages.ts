/** The product's voice: every user-facing message, character for character (spec section 8). */
export const messages = {
  fullNameRequired: 'Full name is required',
  invalidEmail: 'Please enter a valid email address',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRequirements: 'Password does not meet the requirements',
  alreadyRegistered: 'You are already registered! Please Sign In',
  invalidCredentials: 'Invalid email or password',
  signInFailed: 'Failed to sign in',
  emailAndPasswordRequired: 'Email and password are required',
  signUpSuccess: 'Successfully signed up! You can now sign in.',
  resetSent: 'Password reset instructions have been sent to your email',
  passwordUpdated: 'Password updated successfully!',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unexpected: 'An unexpected error occurred',
  genericError: 'An error occurred',
  notAuthenticated: 'Not authenticated',
  pleaseSignInToSave: 'Please sign in to save charts',
  insufficientCredits:
    'Insufficient credits. Please upgrade your plan to continue analyzing charts.',
  failedToFetchCredits: 'Failed to fetch credits',
  failedToLoadSubscription: 'Failed to load subscription information',
  failedToProcessSubscription: 'Failed to process subscription. Please try again.',
  subscriptionSuccessful: 'Subscription successful!',
  noAnalysisAvailable: 'No analysis available',
  historyEmpty: 'No analyses found in the past 7 days',
  compactHistoryEmpty: 'No charts analyzed in the past 7 days',
  historyLoading: 'Loading your chart history...',
  readingNeedsCheck:
    'This chart was read less surely than CandleLens analyses without a check, so nothing was analysed or charged. Check the reading in "preview", then confirm it (send its id as the "reading" field), fix it with marks (POST /api/readings/{id}/hints), or upload the screenshot again with accept=low-confidence to have it analysed as read.',
} as const;

export type MessageKey = keyof typeof messages;

/** 'Failed to analyze chart: {reason}' */
export function analyzeFailed(reason?: string): string {
  return reason ? `Failed to analyze chart: ${reason}` : 'Failed to analyze chart';
}
