import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

export type ContactMessage = { name: string; email: string; message: string };

const contactResponseSchema = z.object({});

/** POST /contact: 201 {} (the api client sends the token when there is one). */
export async function sendContactMessage(input: ContactMessage): Promise<void> {
  const response = await api.post('/contact', input);
  parseResponse(contactResponseSchema, response.data);
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
