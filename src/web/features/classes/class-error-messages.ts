import { CLASS_ERROR_MESSAGES } from '../../../core/class-messages';
import { registerErrorMessages } from '../../lib/error-messages';

// The classes API's refusals (issue 35), registered with the class and assignment pages.
registerErrorMessages(CLASS_ERROR_MESSAGES);
