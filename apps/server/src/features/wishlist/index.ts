import fp from 'fastify-plugin';
import { createWishlistRepository, type WishlistRepository } from './repository.js';
import { wishlistRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    wishlist: WishlistRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('wishlist', createWishlistRepository(app.db));
    await app.register(wishlistRoutes, { db: app.db });
  },
  { name: 'wishlist', dependencies: ['core'] },
);
