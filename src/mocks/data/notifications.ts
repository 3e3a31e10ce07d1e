// Her notifications: one for every change of an order's status (contract: GET /user/notifications).
import type { OrderStatus } from '@/domain/schemas';
import { Table } from '../db';
import type { Localized } from '../utils';
import { seedOrders } from './orders';

export type NotificationRow = {
  id: number;
  userId: string;
  title: Localized;
  body: Localized;
  createdAt: string;
  read: boolean;
  orderId: string | null;
};

/** One notification per status change of the seeded orders; the newest of each order unread. */
function seed(): NotificationRow[] {
  const rows: NotificationRow[] = [];
  for (const order of seedOrders()) {
    order.history.forEach(({ status, at }, index) => {
      const texts = statusTexts[status];
      rows.push({
        id: 0,
        userId: order.userId,
        title: texts.title,
        body: texts.body(order.orderNumber),
        createdAt: at,
        read: index < order.history.length - 1 || order.status === 'delivered',
        orderId: order.id,
      });
    });
  }
  return rows
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((row, index) => ({ ...row, id: index + 1 }));
}

export const notifications = new Table<NotificationRow>('notifications', seed);

const statusTexts: Record<OrderStatus, { title: Localized; body: (n: string) => Localized }> = {
  pending: {
    title: { en: 'Order placed', ar: 'تم تسجيل طلبكِ' },
    body: (n) => ({
      en: `Order ${n} is waiting for your payment.`,
      ar: `الطلب ${n} بانتظار الدفع.`,
    }),
  },
  confirmed: {
    title: { en: 'Order confirmed', ar: 'تم تأكيد طلبكِ' },
    body: (n) => ({
      en: `We received your payment for order ${n}. Tailoring starts soon.`,
      ar: `استلمنا دفعتكِ للطلب ${n}، وسنبدأ التفصيل قريباً.`,
    }),
  },
  in_tailoring: {
    title: { en: 'In tailoring', ar: 'قيد التفصيل' },
    body: (n) => ({
      en: `Our atelier is tailoring order ${n} (up to 10 days).`,
      ar: `يفصّل مشغلنا طلبكِ ${n} الآن (خلال 10 أيام على الأكثر).`,
    }),
  },
  shipped: {
    title: { en: 'Order shipped', ar: 'تم شحن طلبكِ' },
    body: (n) => ({
      en: `Order ${n} is on its way to you. Follow it with its tracking number.`,
      ar: `طلبكِ ${n} في الطريق إليكِ. يمكنكِ تتبّعه برقم التتبع.`,
    }),
  },
  delivered: {
    title: { en: 'Order delivered', ar: 'تم توصيل طلبكِ' },
    body: (n) => ({ en: `Order ${n} was delivered. Enjoy it!`, ar: `تم توصيل طلبكِ ${n}. استمتعي به!` }),
  },
  rejected: {
    title: { en: 'Payment declined', ar: 'تم رفض الدفع' },
    body: (n) => ({
      en: `The payment for order ${n} was declined. You can try another card.`,
      ar: `رُفض الدفع للطلب ${n}. يمكنكِ تجربة بطاقة أخرى.`,
    }),
  },
  cancelled: {
    title: { en: 'Order cancelled', ar: 'تم إلغاء الطلب' },
    body: (n) => ({ en: `Order ${n} was cancelled.`, ar: `تم إلغاء الطلب ${n}.` }),
  },
  refunded: {
    title: { en: 'Order refunded', ar: 'تم استرجاع المبلغ' },
    body: (n) => ({ en: `Order ${n} was refunded to your card.`, ar: `أعدنا مبلغ الطلب ${n} إلى بطاقتكِ.` }),
  },
};

/** Tells her an order moved to a status. */
export function notifyOrderStatus(
  order: { userId: string; id: string; orderNumber: string },
  status: OrderStatus,
  at: string,
  read = false,
): void {
  const texts = statusTexts[status];
  const id = notifications.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
  notifications.insert({
    id,
    userId: order.userId,
    title: texts.title,
    body: texts.body(order.orderNumber),
    createdAt: at,
    read,
    orderId: order.id,
  });
}
