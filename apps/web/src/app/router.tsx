import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminGuard, CharacterGuard, ModeratorGuard } from './guards/guards.tsx';
import { Shell } from './layouts/shell.tsx';
import { RouteError } from './route-error.tsx';
// The landing page is in the first file rather than a chunk of its own: one round trip less
// before a first visit paints its main content (ADR 0011).
import { Component as Home, NewsPage } from './routes/home.tsx';

/** The route table (docs/product-rules.md#routes-and-guard). Every screen but the landing page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p className="status-message">Loading...</p>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: 'character/create', lazy: () => import('./routes/create-character.tsx') },
          // The visitors' page, open to all: players reach it from their own home (docs/product-rules.md#player-home).
          { path: 'news', Component: NewsPage },
          // The operator's one-time link is opened signed out (the player has forgotten the password).
          { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
          // The rules and the casino roll check are for everyone, visitors included (docs/fair-play.md).
          { path: 'fair-play', lazy: () => import('./routes/fair-play.tsx') },
          {
            path: 'admin',
            children: [
              // Moderators (role 1) reach their page; the rest of the admin area stays role 2.
              {
                element: <ModeratorGuard />,
                children: [
                  { path: 'moderation', lazy: () => import('./routes/admin-moderation.tsx') },
                  // Moderators find characters and release them from jail; the changes stay staff's.
                  { path: 'manage-characters', lazy: () => import('./routes/admin-characters.tsx') },
                ],
              },
              {
                element: <AdminGuard />,
                children: [
                  { index: true, lazy: async () => ({ Component: (await import('./routes/admin.tsx')).DashboardRoute }) },
                  { path: 'audit-log', lazy: () => import('./routes/admin-audit-log.tsx') },
                  { path: 'manage-home', lazy: () => import('./routes/admin-home.tsx') },
                  { path: 'manage-deeds', lazy: () => import('./routes/admin-deeds.tsx') },
                  { path: 'manage-cities', lazy: () => import('./routes/admin-cities.tsx') },
                  { path: 'manage-ticker', lazy: () => import('./routes/admin-ticker.tsx') },
                  { path: 'manage-users', lazy: () => import('./routes/admin-users.tsx') },
                  { path: 'manage-skills', lazy: () => import('./routes/admin-skills.tsx') },
                  { path: 'manage-chat', lazy: () => import('./routes/admin-manage-chat.tsx') },
                  { path: 'manage-guilds', lazy: () => import('./routes/admin-guilds.tsx') },
                  { path: 'economy', lazy: () => import('./routes/admin-economy.tsx') },
                  { path: 'fair-play', lazy: () => import('./routes/admin-fair-play.tsx') },
                  { path: 'flags', lazy: () => import('./routes/admin-flags.tsx') },
                  { path: 'manage-items', lazy: () => import('./routes/admin-items.tsx') },
                  { path: 'manage-quests', lazy: () => import('./routes/admin-quests.tsx') },
                  // Inside the guard, so a player who guesses an admin address is sent to / like the rest.
                  { path: '*', lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminNotFoundRoute }) },
                ],
              },
            ],
          },
          {
            element: <CharacterGuard />,
            children: [
              { index: true, Component: Home },
              { path: 'home', Component: Home },
              { path: 'deeds', lazy: () => import('./routes/deeds.tsx') },
              { path: 'training', lazy: () => import('./routes/training.tsx') },
              { path: 'quests', lazy: () => import('./routes/quests.tsx') },
              { path: 'achievements', lazy: () => import('./routes/achievements.tsx') },
              { path: 'chat', lazy: () => import('./routes/chat.tsx') },
              { path: 'crew', lazy: () => import('./routes/crew.tsx') },
              { path: 'bank', lazy: () => import('./routes/bank.tsx') },
              { path: 'casino', lazy: () => import('./routes/casino.tsx') },
              { path: 'city', lazy: () => import('./routes/city.tsx') },
              { path: 'city/:id/shop', lazy: () => import('./routes/shop.tsx') },
              { path: 'travel', lazy: () => import('./routes/travel.tsx') },
              { path: 'profile', lazy: () => import('./routes/profile.tsx') },
              { path: 'edit-profile', lazy: () => import('./routes/edit-profile.tsx') },
              { path: 'character/search', lazy: () => import('./routes/character-search.tsx') },
              { path: 'character/view/:id', lazy: () => import('./routes/character-view.tsx') },
              { path: 'events', lazy: () => import('./routes/events.tsx') },
              { path: 'contacts', lazy: () => import('./routes/contacts.tsx') },
              { path: 'messages', lazy: () => import('./routes/messages.tsx') },
              { path: 'messages/:id', lazy: () => import('./routes/conversation.tsx') },
              { path: 'leaderboard', lazy: () => import('./routes/leaderboard.tsx') },
              { path: 'account', lazy: () => import('./routes/account.tsx') },
              { path: 'settings/api', lazy: () => import('./routes/settings-api.tsx') },
              { path: 'settings/api/new', lazy: () => import('./routes/settings-api-new.tsx') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
