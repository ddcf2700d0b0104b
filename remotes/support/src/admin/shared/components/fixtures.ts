import type { AdminTicket, AdminTicketDetail } from '@lobby/contract-support';

export const ticket: AdminTicket = {
  id: 7,
  title: 'Withdrawal stuck',
  category: 'payment',
  category_label: 'Payment',
  priority: 'high',
  priority_label: 'High',
  status: 'open',
  status_label: 'Open',
  description: 'My withdrawal has been pending for three days now.',
  attachments: [],
  replies_count: 1,
  created_at: '2026-11-20T12:00:00.000Z',
  last_reply_at: '2026-11-21T12:00:00.000Z',
  user: { id: 3, username: 'viewer' },
  assignee: null,
  updated_at: '2026-11-21T12:00:00.000Z',
};

export const detail: AdminTicketDetail = {
  ...ticket,
  attachments: [
    {
      id: 2,
      name: 'receipt.png',
      url: 'http://localhost/api/r/tickets/7/attachments/2',
      content_type: 'image/png',
      size: 1200,
    },
  ],
  replies: [
    {
      id: 11,
      message: 'Any news?',
      is_staff: false,
      created_at: '2026-11-21T12:00:00.000Z',
      user: { username: 'viewer' },
    },
  ],
  notes: [
    {
      id: 5,
      note: 'Checked the payment provider.',
      created_at: '2026-11-21T13:00:00.000Z',
      user: { id: 1, username: 'modmax' },
    },
  ],
};

export const staff = [
  { id: 1, username: 'modmax' },
  { id: 2, username: 'adminann' },
];
