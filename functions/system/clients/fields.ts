import * as z from 'zod/mini';
import { idParameter } from '../../../shared/http/fields';

export const params = z.object({ client_id: idParameter() });
