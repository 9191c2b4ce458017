// Portal routes from the spec's route table: links in merchant config must land on one of them.
export const PORTAL_ROUTES: readonly string[] = [
  '/', '/index', '/index.html', '/home', '/login', '/register', '/register.html', '/member', '/agentHome',
  '/pointMall', '/elott', '/lottery', '/seaLottery', '/vnLottery', '/seamless', '/rng', '/bgs', '/bingo',
  '/live', '/fish', '/pvp', '/esports', '/sports', '/cockfight', '/promotions', '/help', '/helpmc', '/down',
  '/join', '/game', '/resetPassword',
];
