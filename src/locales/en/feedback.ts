// What the shop says back: a failed call, a field to fix, a dialog's and the toasts' labels. Loads with
// the data layer and the dialogs, not with every first page.
const feedback = {
  errors: {
    generic: 'An error occurred. Please try again.',
    network: 'Network Error: something went wrong, please try again.',
    timeout: 'The shop took too long to answer. Please try again.',
    invalidResponse: 'We received an unexpected answer from the shop. Please try again.',
    retry: 'Try again',
  },
  validation: {
    required: 'This field is required',
    email: 'Invalid email address',
    nameMax: 'Please keep it to 50 characters or fewer',
    emailMax: 'An email address has at most 254 characters',
    passwordMax: 'Password must be at most 128 characters',
  },
  dialog: { close: 'Close' },
  toast: { region: 'Notifications' },
};

export default feedback;
