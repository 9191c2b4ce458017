// agent: the agent centre (/agentHome?page=...), its menu (navigation.agentMenu) and its page
// registry (pages.tsx, keyed by schemas/merchant's AgentPage).
export const loadAgentSection = () => import('./Agent.tsx');
