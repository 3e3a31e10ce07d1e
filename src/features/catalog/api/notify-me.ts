import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/lazy-api-client';
import { parseResponse } from '@/lib/api-error';

export type NotifyMeInput = { productId: number; name: string; email: string };

const notifyResponseSchema = z.object({});

/** Asks to be told when an out-of-stock piece can be ordered again (201 `{}`). */
export async function notifyMe({ productId, name, email }: NotifyMeInput): Promise<void> {
  const response = await api.post(`/products/${productId}/notify`, { name, email });
  parseResponse(notifyResponseSchema, response.data);
}

export const useNotifyMe = () => useMutation({ mutationFn: notifyMe });
