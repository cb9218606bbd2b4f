import fp from 'fastify-plugin';
import { createReviewsRepository, type ReviewsRepository } from './repository.js';
import { reviewsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('reviews', createReviewsRepository(app.db));
    await app.register(reviewsRoutes, { db: app.db });
  },
  { name: 'reviews', dependencies: ['core'] },
);
