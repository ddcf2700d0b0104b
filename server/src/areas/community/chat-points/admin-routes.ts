import type { FastifyPluginAsync } from 'fastify';
import type { ChatPointsSettingsResponse } from '@lobby/contract-community';
import { chatPointsSettingsSchema } from '@lobby/contract-community';
import { audit } from '../../../core/audit/audit';
import { withTransaction } from '../../../core/db';
import { validate } from '../../../core/http/validation';
import { readChatPointsSettings, writeChatPointsSettings } from './service';

/** Admin › Stream's chat points settings (read by moderators, changed by
 * admins like the rest of Admin › Stream); writes audited. */
const chatPointsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (): Promise<ChatPointsSettingsResponse> => ({
    success: true,
    data: await readChatPointsSettings(app.db),
  }));

  app.put(
    '/',
    { config: { minRole: 'admin' } },
    async (request): Promise<ChatPointsSettingsResponse> => {
      const { body } = validate(request, { body: chatPointsSettingsSchema });
      const now = app.clock();
      const data = await withTransaction(app.db, async (trx) => {
        const before = await readChatPointsSettings(trx);
        const after = await writeChatPointsSettings(trx, body, now);
        await audit(trx, {
          actorId: request.user!.id,
          area: 'community',
          action: 'chat-points.update',
          entity: 'settings',
          entityId: 'chat-points',
          before,
          after,
          at: now,
        });
        return after;
      });
      return { success: true, data };
    },
  );
};

export default chatPointsAdminRoutes;
