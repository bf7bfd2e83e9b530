export { ProposalCard, type ProposalCardProps, type ProposalCardLabels } from './ProposalCard';
