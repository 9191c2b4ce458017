// agent: the agent centre (/agentHome?page=...), its menu and its pages (schemas/merchant:
// navigation.agentMenu, AgentPage).
export const loadAgentSection = () => import('./Agent.tsx');
