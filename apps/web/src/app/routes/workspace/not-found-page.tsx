// An unknown page inside a workspace: the 404 in the workspace's own shell (issue 24 item 4).
export { WorkspaceNotFoundPage as default } from '../public/not-found-page';
