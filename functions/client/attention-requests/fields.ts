import * as z from 'zod/mini';
import { attentionRequestFields } from '../../../shared/domain/attention-requests/attention-input';

export const storeBody = z.object(attentionRequestFields);
