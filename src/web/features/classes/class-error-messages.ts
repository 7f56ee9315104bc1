import { registerErrorMessages } from '../../lib/error-messages';

// The texts of the classes API's refusals (issue 35), loaded with the class and assignment pages.
registerErrorMessages({});
