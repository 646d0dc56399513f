import { z } from 'zod';

/** Login (storefront §5): the same schema checks the form and the API body. */
export const loginSchema = z.object({
  emailOrUsername: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, 'Email or username is required')
    .max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  isAdmin: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;
